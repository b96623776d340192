export default function AdminNewsletter() {
  return null;
}
