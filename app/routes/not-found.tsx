import { data } from "react-router";
import { rootData } from "../seo/page-meta";
import { NotFound } from "../shell/not-found";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.messages.notFound.title ?? "404 Page Not Found" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
