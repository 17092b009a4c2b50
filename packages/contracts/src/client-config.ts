import { z } from 'zod';

// What the web app needs to know about this installation before anyone signs in.
export const SERVICE_HOURS = 'Mon-Sat 09:00-18:00';

export const clientConfig = z.object({
  // The Home menu entry and navbar link; null hides them.
  companySiteUrl: z.string().nullable(),
  // The old-orders link (GET /app-api/member/user/legacy-link) works only when true.
  legacyBackendEnabled: z.boolean(),
  // false: GET /app-api/system/captcha/get answers null and codes are sent without a slider.
  captchaEnabled: z.boolean(),
  // The sidebar's Price query button and /jiedao/jd-price; false hides them and the
  // calculation call answers 404.
  priceCheckEnabled: z.boolean(),
  serviceHours: z.string(),
  // The company's customer-service desk, shown on the public /myInfo page and in the
  // contact widgets; each line is null when the installation has not set it.
  serviceContact: z.object({
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
  }),
  // The installation's online chat page; null: no Online chat widget.
  onlineChatUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfig>;

export const legacyLink = z.object({ url: z.string() });
export type LegacyLink = z.infer<typeof legacyLink>;
