/**
 * GitHub-style page slicing and the `Link` response header (rel="next", "last", "first", "prev").
 * Pure: the caller passes the absolute URL of the request.
 */

export interface PageRequest {
  perPage: number;
  page: number;
}

export interface Page<T> {
  items: T[];
  /** The `Link` header value, or undefined when everything fits on one page. */
  link: string | undefined;
}

/** GitHub's defaults: 30 per page, at most 100, pages count from 1. */
export function pageRequest(query: Record<string, unknown>): PageRequest {
  const perPage = typeof query.per_page === 'number' ? query.per_page : 30;
  const page = typeof query.page === 'number' ? query.page : 1;
  return { perPage: Math.min(Math.max(perPage, 1), 100), page: Math.max(page, 1) };
}

function pageUrl(requestUrl: URL, perPage: number, page: number): string {
  const url = new URL(requestUrl.href);
  url.searchParams.set('per_page', String(perPage));
  url.searchParams.set('page', String(page));
  return url.href;
}

export function paginate<T>(all: readonly T[], request: PageRequest, requestUrl: URL): Page<T> {
  const { perPage, page } = request;
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  const items = all.slice((page - 1) * perPage, page * perPage);
  const links: string[] = [];
  if (page > 1) {
    links.push(`<${pageUrl(requestUrl, perPage, Math.min(page - 1, lastPage))}>; rel="prev"`);
  }
  if (page < lastPage) {
    links.push(`<${pageUrl(requestUrl, perPage, page + 1)}>; rel="next"`);
    links.push(`<${pageUrl(requestUrl, perPage, lastPage)}>; rel="last"`);
  }
  if (page > 1) links.push(`<${pageUrl(requestUrl, perPage, 1)}>; rel="first"`);
  return { items, link: links.length > 0 ? links.join(', ') : undefined };
}
