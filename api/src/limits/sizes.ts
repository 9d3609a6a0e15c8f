/** A limit in bytes as a person reads it, never rounded to a wrong one: "1024 MB", "64 KB", "8,000 bytes". */
export function sizeText(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${bytes % MB === 0 ? bytes / MB : (bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}
