/**
 * Binary detection, the platform's definition: a file is binary when its bytes are not valid
 * UTF-8 or contain a NUL byte. Streaming: chunks may split a multi-byte character.
 */
export interface BinaryDetector {
  push(chunk: Uint8Array): void;
  /** True once the bytes seen so far prove the file binary. */
  readonly binary: boolean;
  /** Ends the stream (an incomplete character at the end makes the file binary) and answers. */
  end(): boolean;
}

export function createBinaryDetector(): BinaryDetector {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let binary = false;
  return {
    push(chunk) {
      if (binary) return;
      if (chunk.includes(0)) {
        binary = true;
        return;
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        binary = true;
      }
    },
    get binary() {
      return binary;
    },
    end() {
      if (!binary) {
        try {
          decoder.decode();
        } catch {
          binary = true;
        }
      }
      return binary;
    },
  };
}

export function isBinaryContent(bytes: Uint8Array): boolean {
  const detector = createBinaryDetector();
  detector.push(bytes);
  return detector.end();
}
