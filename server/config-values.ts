// Variables whose value is a secret: a configuration error names them but never shows them.
const secretName = /SECRET|PASSWORD|_KEY$|_TOKEN$/;

/** A value as a configuration error may print it: secrets hidden, a URL's password too. */
export function shownValue(name: string, value: string): string {
  if (secretName.test(name)) return '***';
  try {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      return url.toString();
    }
  } catch {
    // not a URL: shown as it is
  }
  return value;
}
