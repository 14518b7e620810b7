/** A file name a browser saves as given: anything but letters, digits, '.', '_' and '-' becomes '_'. */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');
