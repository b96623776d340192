import { contribute } from "../../capability.server";
import { pictureRecordCapability } from "../media-uploads/public.server";
import { SEARCH_SOURCES } from "../search/public.server";
import { artistsApiRouter } from "./api.server";
import { artistSearchSource } from "./search-source.server";

export const artistsCapability = pictureRecordCapability("artists", artistsApiRouter, [contribute(SEARCH_SOURCES, ({ db }) => artistSearchSource(db))]);
