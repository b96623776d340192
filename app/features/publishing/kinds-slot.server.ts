import { slot } from "../../capability.server";
import type { DocumentKind } from "../../db/published-documents.server";

/** The kinds of published document (drafts, versions, schedules) whose scheduled drafts are published on time. */
export const PUBLISHED_KINDS = slot<DocumentKind<unknown>>("published kinds");
