/**
 * remix-themes' browser half. The package is CommonJS and its index also loads its server half
 * (`@remix-run/server-runtime`, the cookie library), which no bundler can shake off: imported
 * from the index, every page shipped about 10 KB (gzip) of server code it never ran. Browser
 * code imports from here; server modules may keep using 'remix-themes'.
 */
export { Theme, ThemeProvider, useTheme } from 'remix-themes/build/theme-provider'
