/** The landing page inside the app (in-app navigation to /); the server renders it for page loads. */
import { useNavigate } from 'react-router-dom';
import { LandingPage } from '../../public-pages/LandingPage';

export function LandingRoute() {
  const navigate = useNavigate();
  return <LandingPage onNavigate={(path) => navigate(path)} />;
}
