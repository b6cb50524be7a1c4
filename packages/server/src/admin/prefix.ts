/** Where the operator API lives; core's `operatorApi` paths start with it. */
export const ADMIN_PREFIX_PATH = '/admin';
