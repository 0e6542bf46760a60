/**
 * A response's body as text, read as a stream and never buffered past `maxBytes`: undefined when
 * the body, or the Content-Length it declares, is larger. Reading stops there and the body is
 * cancelled, so a runaway answer costs at most `maxBytes` of memory; the caller may also abort the
 * request to close the connection at once. For answers of services elsewhere (the results backend,
 * Cockpit), whose size the site does not control.
 */
export async function textAtMost(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
