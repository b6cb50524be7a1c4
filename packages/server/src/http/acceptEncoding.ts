/** Whether an Accept-Encoding header takes gzip (`gzip` or `*`, unless its q is 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding.toLowerCase() !== 'gzip' && coding !== '*') continue;
    const q = params.find((param) => param.toLowerCase().startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
