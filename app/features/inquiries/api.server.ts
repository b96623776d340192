import express from "express";
import { formEndpoint } from "../../forms/public-form.server";
import type { InquiryService } from "./inquiry-service.server";
import { INQUIRY_API_PATH, INQUIRY_KINDS } from "./inquiry-kinds";

/** docs/product.md §10: the four inquiry endpoints. */
export function inquiriesApiRouter({ forms }: { forms: InquiryService }): express.Router {
  const router = express.Router();
  for (const kind of INQUIRY_KINDS) {
    router.post(`/${INQUIRY_API_PATH[kind]}`, formEndpoint((body, request) => forms.submitInquiry(kind, body, request)));
  }
  return router;
}
