'use client';

import {
  BarChart3,
  Building2,
  CalendarCheck,
  FileText,
  FolderTree,
  Images,
  KeyRound,
  Languages,
  MessageSquare,
  PenLine,
  Tags,
  Users,
} from 'lucide-react';
import { AdminLink } from '@/components/admin/admin-link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { forgetOtherMembersLocalCopies } from '@/components/admin/blog/editor/local-autosave-copies';
import { cn } from '@/lib/utils';
import { SignOutButton } from './sign-out-button';

const blogLinks = [
  { href: '/admin/blog', label: 'Articles', icon: FileText },
  { href: '/admin/categories', label: 'Catégories', icon: FolderTree },
  { href: '/admin/tags', label: 'Étiquettes', icon: Tags },
  { href: '/admin/mots-des-patients', label: 'Mots des patients', icon: Languages },
  { href: '/admin/authors', label: 'Auteurs', icon: PenLine },
  { href: '/admin/medias', label: 'Médiathèque', icon: Images },
  { href: '/admin/statistiques', label: 'Statistiques', icon: BarChart3 },
];

/**
 * `openRequests`: the open appointment requests, or null for a member who does not handle them
 * (decision 044); `pendingQuestions`: readers' questions waiting for moderation (decision 043).
 */
type Props = {
  staffId: string;
  staffName: string;
  staffEmail: string;
  isAdmin: boolean;
  openRequests: number | null;
  pendingQuestions: number;
};

/** The back office's sidebar in plain French: the practice's name, « Voir le site », the pages, sign-out. */
export function AdminSidebar({ staffId, staffName, staffEmail, isAdmin, openRequests, pendingQuestions }: Props) {
  const pathname = usePathname();
  // A member signed in on this browser: the editor's copies other members left here go (decision 032).
  useEffect(() => forgetOtherMembersLocalCopies(staffId), [staffId]);
  const links: { href: string; label: string; icon: typeof FileText; count?: number }[] = [
    ...(openRequests === null
      ? []
      : [{ href: '/admin/demandes', label: 'Demandes', icon: CalendarCheck, count: openRequests }]),
    { href: '/admin/commentaires', label: 'Questions des lecteurs', icon: MessageSquare, count: pendingQuestions },
    ...blogLinks,
    ...(isAdmin
      ? [
          { href: '/admin/staff', label: 'Équipe', icon: Users },
          { href: '/admin/cabinet', label: 'Cabinet', icon: Building2 },
        ]
      : []),
    { href: '/admin/account', label: 'Mon compte', icon: KeyRound },
  ];
  return (
    <aside className="flex w-full flex-col border-b bg-card md:min-h-screen md:w-60 md:border-r md:border-b-0">
      <div className="px-4 py-4 md:py-6">
        <p className="text-lg font-semibold">Gestion du site</p>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          Voir le site
        </a>
        <p className="truncate text-xs text-muted-foreground" title={staffEmail}>
          {staffName}
        </p>
      </div>
      <nav aria-label="Administration" className="flex flex-1 flex-row flex-wrap gap-1 px-2 md:flex-col">
        {links.map(({ href, label, icon: Icon, count }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <AdminLink
              key={href}
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                active && 'bg-secondary text-secondary-foreground',
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label}
              {count !== undefined && count > 0 && (
                // The link's name reads « Demandes 3 en attente »: a plain span may carry no aria-label.
                <span className="ml-auto rounded-full bg-primary px-2 text-xs text-primary-foreground">
                  {count}
                  <span className="sr-only"> en attente</span>
                </span>
              )}
            </AdminLink>
          );
        })}
      </nav>
      <div className="p-2 md:p-4">
        <SignOutButton className="w-full justify-start" staffId={staffId} />
      </div>
    </aside>
  );
}
