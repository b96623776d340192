import { pictureRecordCapability } from "../media-uploads/public.server";
import { comingSoonApiRouter } from "./api.server";

export const comingSoonCapability = pictureRecordCapability("coming-soon", comingSoonApiRouter);
