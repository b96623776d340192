import express, { type RequestHandler } from "express";
import { parseRecordId } from "./record-id";

/** The five operations of an admin record kind (artists, series): list, create, read, update, delete. */
export type RecordService = {
  list(): Promise<unknown>;
  create(body: unknown): Promise<unknown>;
  one(id: number): Promise<unknown>;
  update(id: number, body: unknown): Promise<unknown>;
  remove(id: number): Promise<void>;
};

/** `GET/POST {path}`, `GET/PUT/DELETE {path}/{id}` behind `guard`; reads are never cached by browsers. */
export function recordRouter(path: string, guard: RequestHandler, service: RecordService): express.Router {
  const router = express.Router();
  router.get(path, guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await service.list());
  });
  router.post(path, guard, async (req, res) => {
    res.status(201).json(await service.create(req.body));
  });
  router.get(`${path}/:id`, guard, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await service.one(parseRecordId(req.params.id)));
  });
  router.put(`${path}/:id`, guard, async (req, res) => {
    res.json(await service.update(parseRecordId(req.params.id), req.body));
  });
  router.delete(`${path}/:id`, guard, async (req, res) => {
    await service.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  return router;
}
