/**
 * The English catalogue defines the shape every language must fill: `hy.ts` and `ru.ts` are
 * typed `Catalogue`, so a missing or extra key fails the type check.
 */
const en = {
  site: {
    name: "Aram Khachaturian Concert Hall",
    shortName: "Khachaturian Hall",
    orchestraName: "Armenian National Philharmonic Orchestra",
    address: "46 Mesrop Mashtots Avenue, Yerevan",
    skipToContent: "Skip to main content",
  },
  nav: {
    mainLabel: "Main navigation",
    home: "Home",
    concerts: "Concerts",
    orchestra: "Philharmonic Orchestra",
    venue: "Venue",
    about: "About",
    hallHistory: "Hall history",
    orchestraHistory: "Orchestra history",
    orchestraConcerts: "Orchestra concerts",
    staff: "Staff",
    donate: "Donate",
    giftCard: "Gift card",
    rent: "Hall rental",
    visit: "Tour",
    vipBalcony: "Exclusive balcony",
    harmony: "Harmony",
    menuOpen: "Open menu",
    menuClose: "Close menu",
    unavailable: "Coming soon",
  },
  language: {
    label: "Language",
  },
  footer: {
    contactsTitle: "Contacts",
    ticketOffice: "Ticket office",
    reception: "Reception",
    infoEmail: "E-mail",
    addressTitle: "Address",
    supportTitle: "Support",
    terms: "Terms of use",
    privacy: "Privacy policy",
    socialTitle: "Follow us",
    newsletterTitle: "Newsletter",
    newsletterText: "Subscribe to be the first to hear about new concerts.",
    rights: "All rights reserved.",
  },
  pages: {
    home: {
      title: "Aram Khachaturian Concert Hall",
      description: "Home of the Armenian National Philharmonic Orchestra in Yerevan: concerts, tickets, tours and hall rental.",
    },
    concerts: {
      title: "Concerts",
      description: "Upcoming concerts at the Aram Khachaturian Concert Hall and by the Armenian National Philharmonic Orchestra.",
    },
    orchestraConcerts: {
      title: "Orchestra concerts",
      description: "Upcoming concerts of the Armenian National Philharmonic Orchestra.",
    },
    event: {
      title: "Concert",
      description: "Concert details and tickets.",
    },
    orchestraHistory: {
      title: "History of the orchestra",
      description: "The Armenian National Philharmonic Orchestra was founded on 20 March 1925.",
    },
    giftCard: {
      title: "Gift card",
      description: "Give music: a gift card from 15,000 to 100,000 AMD, valid for one year.",
    },
    hallHistory: {
      title: "History of the hall",
      description: "The hall opened on 17 May 1953 and has carried Aram Khachaturian's name since 1979.",
    },
    rent: {
      title: "Hall rental",
      description: "Rent the Aram Khachaturian Concert Hall (1,310 seats on 3 floors) or the Harmony chamber hall.",
    },
    visit: {
      title: "Tour of the hall",
      description: "Visit the concert hall Monday to Saturday, 10:00–17:30. A tour lasts from 40 minutes to 1 hour.",
    },
    vipBalcony: {
      title: "Exclusive balcony",
      description: "Hear the concert from the hall's exclusive balcony.",
    },
    harmony: {
      title: "Harmony chamber hall",
      description: "A chamber hall for private events of up to 100 participants.",
    },
    donate: {
      title: "Donate",
      description: "Online donations are not available yet.",
    },
  },
  notFound: {
    title: "404 Page Not Found",
    hint: "Did you forget to add the page to the router?",
    backHome: "Back to the home page",
  },
};

export type Catalogue = typeof en;
export default en;
