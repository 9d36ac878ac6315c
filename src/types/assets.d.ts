/** Bun text imports of static assets (embedded in the compiled binary). */
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  const text: string;
  export default text;
}
declare module '*.css' {
  const text: string;
  export default text;
}
declare module '*.txt' {
  const text: string;
  export default text;
}
