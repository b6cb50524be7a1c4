import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigate } from '../state/navigation.ts';

/** Lets actions, which run outside React, navigate with the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return null;
}
