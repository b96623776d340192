// What the shell and routes use of the saved concerts (docs/architecture.md, "Feature boundaries").
export { SavedConcertsLink } from "./saved-link";
export { SaveCardButton, SaveConcertButton } from "./save-button";
