/** A text field of a submitted form; a missing field (or a file) reads as `fallback`. */
export function formText(data: FormData, name: string, fallback = ''): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : fallback;
}
