import { type FormActionArgs, formPageAction } from "../../forms/page-action.server";
import type { SubscriptionService } from "./subscribe.server";

/** The newsletter page's action, for the footer form posted without JavaScript. */
export function subscribeAction(args: FormActionArgs & { context: { subscriptions: SubscriptionService } }) {
  return formPageAction(args, (fields, request) => args.context.subscriptions.subscribe(fields, request));
}
