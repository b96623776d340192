import { contribute } from "../../capability.server";
import { pictureRecordCapability } from "../media-uploads/public.server";
import { SEARCH_SOURCES } from "../search/public.server";
import { seriesApiRouter } from "./api.server";
import { seriesSearchSource } from "./search-source.server";

export const seriesCapability = pictureRecordCapability("series", seriesApiRouter, [contribute(SEARCH_SOURCES, ({ db }) => seriesSearchSource(db))]);
