/** The fixture sizes of issue 7. */
export interface FixtureSize {
  readonly name: 'S' | 'M' | 'L';
  readonly files: number;
  readonly bytes: number;
  /** Share of files that are binary (random bytes with a NUL). */
  readonly binaryShare: number;
  readonly products: number;
  readonly categories: number;
  readonly categoryLevels: number;
  readonly brands: number;
}

const MB = 1_000_000;

export const FIXTURE_SIZES: Readonly<Record<FixtureSize['name'], FixtureSize>> = {
  S: {
    name: 'S',
    files: 300,
    bytes: 20 * MB,
    binaryShare: 0.15,
    products: 1_000,
    categories: 50,
    categoryLevels: 3,
    brands: 20,
  },
  M: {
    name: 'M',
    files: 5_000,
    bytes: 240 * MB,
    binaryShare: 0.15,
    products: 10_000,
    categories: 500,
    categoryLevels: 4,
    brands: 200,
  },
  L: {
    name: 'L',
    files: 20_000,
    bytes: 950 * MB,
    binaryShare: 0.15,
    products: 50_000,
    categories: 2_000,
    categoryLevels: 4,
    brands: 500,
  },
};

export function fixtureSize(name: string): FixtureSize {
  const size = FIXTURE_SIZES[name.toUpperCase() as FixtureSize['name']];
  if (!size) throw new Error(`unknown fixture size ${JSON.stringify(name)}: expected S, M or L`);
  return size;
}
