import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The routes of docs/product.md §2 and §11. Each page route under :lang
// exists once per language; lang-layout redirects unknown language codes to Armenian.
export default [
  index("routes/index-redirect.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  layout("routes/admin/shell.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      route("admin", "routes/admin/dashboard.tsx"),
      route("admin/subscribers", "routes/admin/subscribers.tsx"),
      route("admin/settings", "routes/admin/settings.tsx"),
      route("admin/rental-inquiries", "routes/admin/inquiries.tsx", { id: "admin/rental-inquiries" }),
      route("admin/visit-inquiries", "routes/admin/inquiries.tsx", { id: "admin/visit-inquiries" }),
      route("admin/vip-balcony-inquiries", "routes/admin/inquiries.tsx", { id: "admin/vip-balcony-inquiries" }),
      route("admin/harmony-hall-inquiries", "routes/admin/inquiries.tsx", { id: "admin/harmony-hall-inquiries" }),
      route("admin/rental-inquiries/:id", "routes/admin/inquiry.tsx", { id: "admin/rental-inquiry" }),
      route("admin/visit-inquiries/:id", "routes/admin/inquiry.tsx", { id: "admin/visit-inquiry" }),
      route("admin/vip-balcony-inquiries/:id", "routes/admin/inquiry.tsx", { id: "admin/vip-balcony-inquiry" }),
      route("admin/harmony-hall-inquiries/:id", "routes/admin/inquiry.tsx", { id: "admin/harmony-hall-inquiry" }),
      route("admin/banners", "routes/admin/banners.tsx"),
      route("admin/staff", "routes/admin/staff.tsx"),
      route("admin/events", "routes/admin/coming-soon.tsx"),
      route("admin/accounts", "routes/admin/accounts.tsx"),
      route("admin/account", "routes/admin/account.tsx"),
    ]),
  ]),
  // The older paths of the banner, staff and coming-soon screens (docs/product.md §11) lead to them.
  route("examples/advert-banner-api-test", "routes/admin/spec-path-redirect.ts", { id: "redirect/banners" }),
  route("examples/staff-api-test", "routes/admin/spec-path-redirect.ts", { id: "redirect/staff" }),
  route("examples/events-api-test", "routes/admin/spec-path-redirect.ts", { id: "redirect/events" }),
  route("donate", "routes/donate-redirect.ts"),
  layout("routes/public-layout.tsx", [
    route(":lang", "routes/lang-layout.tsx", [
      index("routes/home.tsx"),
      route("concerts", "routes/concerts.tsx"),
      route("concerts.ics", "routes/concerts-calendar.ts"),
      route("orchestra/concerts", "routes/concerts.tsx", { id: "routes/orchestra-concerts" }),
      route("orchestra/event/:id", "routes/event.tsx"),
      route("orchestra/event/:id/calendar.ics", "routes/event-calendar.ts"),
      route("orchestra/concert/:id", "routes/event.tsx", { id: "routes/orchestra-concert" }),
      route("orchestra/history", "routes/orchestra-history.tsx"),
      route("orchestra/giftCard", "routes/gift-card.tsx"),
      route("about/history", "routes/hall-history.tsx"),
      route("venue/rent", "routes/venue-rent.tsx"),
      route("venue/visit", "routes/venue-visit.tsx"),
      route("venue/vip-balcony", "routes/venue-vip-balcony.tsx"),
      route("venue/harmony", "routes/venue-harmony.tsx"),
      route("venue/accessibility", "routes/venue-accessibility.tsx"),
      route("newsletter", "routes/newsletter.tsx"),
      route("donate", "routes/donate.tsx"),
      route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
      route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
      route("*", "routes/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
