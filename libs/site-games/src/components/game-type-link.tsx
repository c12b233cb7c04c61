import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface GameTypeLinkProps {
  /** A game-type page from gameTypePath(), e.g. `/live`. */
  path: string;
  /** The provider to open the page with. */
  vassalage?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a game-type page built from platform data. The path is only known at run time, so
 * it is typed as one of the game-list routes (all take the same `vassalage` query).
 */
export function GameTypeLink({ path, vassalage, className, children }: GameTypeLinkProps) {
  return (
    <Link to={path as '/live'} search={vassalage ? { vassalage } : {}} className={className}>
      {children}
    </Link>
  );
}
