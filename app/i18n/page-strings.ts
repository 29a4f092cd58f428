/** The French part of a page's strings (app/i18n/pages/*.ts), under the same nested keys as the layout's. */
export type PageStrings = { fr: Record<string, Record<string, unknown>> }
