// Stands in for MUI's CSS-variables theming in every build (see `leaveOutMuiCssVariables` in rspack.mjs). Our theme
// is a plain `createTheme({ palette })`, which MUI draws without CSS variables; `createTheme` and `ThemeProvider`
// still import the CSS-variables code for themes that ask for it, about 25 KB of every page's main script.
// Asking for it now fails loudly, saying where to turn it back on.
const message =
  'MUI CSS-variables theming (cssVariables, colorSchemes, CssVarsProvider) is left out of this build: remove ' +
  'leaveOutMuiCssVariables from packages/mf-config/src/rspack.mjs to use it';
const leftOut = () => {
  throw new Error(message);
};

export default leftOut;
export const CssVarsProvider = leftOut;
export const Experimental_CssVarsProvider = leftOut;
export const useColorScheme = leftOut;
export const getInitColorSchemeScript = leftOut;
export const createGetCssVar = leftOut;
