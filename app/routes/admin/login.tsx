import { LoginScreen } from "../../features/admin-auth/login-screen";

export default function AdminLogin() {
  return <LoginScreen />;
}
