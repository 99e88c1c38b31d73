// Stylesheets are imported as their text (webpack `asset/source`, see webpack.config.ts).
declare module '*.css' {
  const css: string;
  export default css;
}
