/** In tests, response bodies are read loosely and checked against the contract schemas at run time. */
interface Body {
  json(): Promise<any>;
}
interface Response {
  json(): Promise<any>;
}
