import { pictureRecordCapability } from "../media-uploads/public.server";
import { staffApiRouter } from "./api.server";

export const staffCapability = pictureRecordCapability("staff", staffApiRouter);
