// rspack (asset/resource) and vitest both turn an imported image into its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}
