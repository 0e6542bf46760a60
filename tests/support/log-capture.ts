import { afterAll, afterEach, beforeAll, vi } from "vitest";

/**
 * For the whole test file: the log lines the code writes (logs are silent in tests unless LOG_IN_TESTS is set),
 * captured into the array returned, to check what a failure leaves behind. With `perTest`, it is emptied after each
 * test, so a test sees its own lines only.
 */
export function captureLogLines({ perTest }: { perTest: boolean }): string[] {
  const lines: string[] = [];
  beforeAll(() => {
    vi.stubEnv("LOG_IN_TESTS", "1");
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  });
  if (perTest) afterEach(() => void lines.splice(0));
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  return lines;
}
