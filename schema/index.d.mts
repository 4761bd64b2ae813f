/** Folder that holds the SDL files. */
export declare const schemaDir: string;
/** The GraphQL SDL of the product, one string per schema/*.graphql file, in file-name order. */
export declare function loadTypeDefs(): string[];
