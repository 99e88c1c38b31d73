// Formik validation with the yup schemas loaded on first use: yup (~11 KB gzip) stays off the first paint of
// the sign-in page, which only needs it once the visitor types or submits.
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type * as Schemas from '@/validation/schemas';

type SchemaModule = typeof Schemas;
type AnySchema = Parameters<typeof validateYupSchema>[1];

const loadSchemas = (): Promise<SchemaModule> => import(/* webpackChunkName: "validation" */ '@/validation/schemas');

/** Starts loading the schemas (call once the page has painted). */
export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
}

/** A Formik `validate` that checks the values against the schema `pick` chooses. */
export function lazyValidate<Values extends FormikValues>(pick: (schemas: SchemaModule) => AnySchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    let schema: AnySchema;
    try {
      schema = pick(await loadSchemas());
    } catch {
      return {}; // the chunk could not load: the server still checks every rule
    }
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
    }
  };
}
