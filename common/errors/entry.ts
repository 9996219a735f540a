/** One code of the error catalogue: what the server answers and the text the user reads. */
export type CatalogueEntry = {
  /** HTTP status the server answers with. */
  status: number;
  /** Text shown to the user; `{name}` placeholders are filled from the error's params. */
  message: string;
  /** Optional call to action shown after the message, as in the spec's 'message | link' entries. */
  link?: { text: string; href: string };
};
