/**
 * Where a change without a time sits in its day (French time): changes of a day keep their order around it.
 * Apart from ./schema.ts so that the change log's page, which reads it in the browser, does not bring zod
 * with it (25 KB gzip of start-up JavaScript).
 */
export const DEFAULT_CHANGE_TIME = "12:00";
