import { z } from "zod";
import { LOCALES } from "../i18n/locales";

/**
 * The message /release reveals once its video has played (spec §4), one per language.
 * Kept base64-encoded (UTF-8) so that it cannot be read in the page's source or found by
 * searching its text; it is decoded only when revealed. Each decodes to a sentence asking the
 * visitor to contact a staff member on Discord with a password.
 */
const Base64 = z
  .string()
  .min(4)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, "not base64");

export const ReleaseMessagesSchema = z.record(z.enum(LOCALES), Base64);

export const RELEASE_MESSAGES = ReleaseMessagesSchema.parse({
  fr: "QnJhdm8sIHZvdXMgw6p0ZXMgcmVzdMOpIGp1c3F14oCZYXUgYm91dCAhIENvbnRhY3RleiB1biBtZW1icmUgZHUgc3RhZmYgc3VyIG5vdHJlIERpc2NvcmQgZXQgZG9ubmV6LWx1aSBsZSBtb3QgZGUgcGFzc2UgwqsgYnJ1bWUgZG9yw6llIMK7IDogdW5lIHN1cnByaXNlIHZvdXMgYXR0ZW5kLg==",
  en: "V2VsbCBkb25lLCB5b3Ugc3RheWVkIHVudGlsIHRoZSB2ZXJ5IGVuZCEgQ29udGFjdCBhIHN0YWZmIG1lbWJlciBvbiBvdXIgRGlzY29yZCBhbmQgZ2l2ZSB0aGVtIHRoZSBwYXNzd29yZCDigJxicnVtZSBkb3LDqWXigJ06IGEgc3VycHJpc2UgYXdhaXRzIHlvdS4=",
  de: "QnJhdm8sIGR1IGhhc3QgYmlzIHp1bSBTY2hsdXNzIGR1cmNoZ2VoYWx0ZW4hIFNjaHJlaWIgZWluZW0gTWl0Z2xpZWQgZGVzIFN0YWZmcyBhdWYgdW5zZXJlbSBEaXNjb3JkIHVuZCBuZW5uZSBpaG0gZGFzIFBhc3N3b3J0IOKAnmJydW1lIGRvcsOpZeKAnDogRWluZSDDnGJlcnJhc2NodW5nIHdhcnRldCBhdWYgZGljaC4=",
  es: "wqFFbmhvcmFidWVuYSwgaGFzIGFndWFudGFkbyBoYXN0YSBlbCBmaW5hbCEgRXNjcmliZSBhIHVuIG1pZW1icm8gZGVsIHN0YWZmIGVuIG51ZXN0cm8gRGlzY29yZCB5IGRhbGUgbGEgY29udHJhc2XDsWEgwqticnVtZSBkb3LDqWXCuzogdGUgZXNwZXJhIHVuYSBzb3JwcmVzYS4=",
  ru: "0JHRgNCw0LLQviwg0LLRiyDQtNC+0YHQvNC+0YLRgNC10LvQuCDQtNC+INGB0LDQvNC+0LPQviDQutC+0L3RhtCwISDQndCw0L/QuNGI0LjRgtC1INC60L7QvNGDLdC90LjQsdGD0LTRjCDQuNC3INC60L7QvNCw0L3QtNGLINCyINC90LDRiNC10LwgRGlzY29yZCDQuCDQvdCw0LfQvtCy0LjRgtC1INC/0LDRgNC+0LvRjCDCq2JydW1lIGRvcsOpZcK7OiDQstCw0YEg0LbQtNGR0YIg0YHRjtGA0L/RgNC40Lcu",
  ar: "2KPYrdiz2YbYqtiMINmE2YLYryDYtdmF2K/YqiDYrdiq2Ykg2KfZhNmG2YfYp9mK2KkhINix2KfYs9mEINij2K3YryDYo9i52LbYp9ihINmB2LHZitmCINin2YTYpdiv2KfYsdipINi52YTZiSDYrtin2K/ZhSBEaXNjb3JkINin2YTYrtin2LUg2KjZhtinINmI2KPYrtio2LHZhyDYqNmD2YTZhdipINin2YTYs9ixIMKrYnJ1bWUgZG9yw6llwrs6INmF2YHYp9is2KPYqSDYqNin2YbYqti42KfYsdmDLg==",
});
