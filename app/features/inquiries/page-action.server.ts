import { type FormActionArgs, formPageAction } from "../../forms/page-action.server";
import type { InquiryKind } from "./inquiry-kinds";
import type { InquiryService } from "./inquiry-service.server";

/** The page action behind an inquiry form when the browser posts it without JavaScript. */
export function inquiryAction(kind: InquiryKind, args: FormActionArgs & { context: { inquiries: InquiryService } }) {
  return formPageAction(args, (fields, request) => args.context.inquiries.submitInquiry(kind, fields, request));
}
