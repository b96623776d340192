export type HistorySlug = "hall-history" | "orchestra-history" | "gift-card";

export type HistoryPage = {
  slug: HistorySlug;
  title: string;
  heroImage: string;
  sections: { id: number; order: number; heading: string | null; content: string; src: string | null; imageAlt: string | null }[];
};
