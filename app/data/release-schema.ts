import { z } from "zod";
import { LOCALES } from "../i18n/locales";

const base64Schema = z
  .string()
  .min(4)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, "not base64");

/** One base64 message per language (checked by the build and the tests, not in the browser). */
export const releaseMessagesSchema = z.record(z.enum(LOCALES), base64Schema);
