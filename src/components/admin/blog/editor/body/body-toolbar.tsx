'use client';

import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Columns3,
  FileCode,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Images,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Rows3,
  Table,
  TableCellsMerge,
  TextQuote,
  Trash2,
  Undo2,
} from 'lucide-react';
import { cn } from '@/lib/utils';

type Props = {
  editor: Editor;
  sourceView: boolean;
  onToggleSource: () => void;
  onLink: () => void;
  onImage: () => void;
  onMediaLibrary: () => void;
  onImageText: () => void;
};

type Tool = {
  label: string;
  /** Shown in the tooltip and announced (aria-keyshortcuts). */
  keys?: string;
  icon: typeof Bold;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
};

const MOD = 'Ctrl';

/** The body's formatting bar (decision 040): French names, tooltips with their shortcut, pressed states. */
export function BodyToolbar({
  editor,
  sourceView,
  onToggleSource,
  onLink,
  onImage,
  onMediaLibrary,
  onImageText,
}: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      table: current.isActive('table'),
      figure: current.isActive('figure'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  // A button that runs one editor command on the kept selection.
  const command = (
    label: string,
    keys: string | undefined,
    icon: typeof Bold,
    run: (chain: ChainedCommands) => ChainedCommands,
    pressedOrDisabled: Pick<Tool, 'active' | 'disabled'> = {},
  ): Tool => ({ label, keys, icon, run: () => run(editor.chain().focus()).run(), ...pressedOrDisabled });
  const heading = (level: 2 | 3 | 4, label: string, icon: typeof Bold) =>
    command(label, `${MOD}+Alt+${level}`, icon, (chain) => chain.toggleHeading({ level }), {
      active: state[`h${level}`],
    });
  const groups: Tool[][] = [
    [
      command('Paragraphe', `${MOD}+Alt+0`, Pilcrow, (chain) => chain.setParagraph(), { active: state.paragraph }),
      heading(2, 'Titre de section', Heading2),
      heading(3, 'Sous-titre', Heading3),
      heading(4, 'Petit titre', Heading4),
    ],
    [
      command('Gras', `${MOD}+B`, Bold, (chain) => chain.toggleBold(), { active: state.bold }),
      command('Italique', `${MOD}+I`, Italic, (chain) => chain.toggleItalic(), { active: state.italic }),
      { label: 'Lien', keys: `${MOD}+K`, icon: Link, active: state.link, run: onLink },
    ],
    [
      command('Liste à puces', `${MOD}+Shift+8`, List, (chain) => chain.toggleBulletList(), {
        active: state.bulletList,
      }),
      command('Liste numérotée', `${MOD}+Shift+7`, ListOrdered, (chain) => chain.toggleOrderedList(), {
        active: state.orderedList,
      }),
      command('Citation', `${MOD}+Shift+B`, Quote, (chain) => chain.toggleBlockquote(), { active: state.blockquote }),
      command('Ligne de séparation', undefined, Minus, (chain) => chain.setHorizontalRule()),
    ],
    [
      { label: 'Image', icon: ImagePlus, run: onImage },
      { label: 'Choisir dans la médiathèque', icon: Images, run: onMediaLibrary },
      { label: 'Texte de l’image', icon: TextQuote, disabled: !state.figure, run: onImageText },
      command('Tableau', undefined, Table, (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }), {
        disabled: state.table,
      }),
    ],
    ...(state.table
      ? [
          [
            command('Ajouter une ligne', undefined, Rows3, (chain) => chain.addRowAfter()),
            command('Ajouter une colonne', undefined, Columns3, (chain) => chain.addColumnAfter()),
            command('Supprimer la ligne', undefined, TableCellsMerge, (chain) => chain.deleteRow()),
            command('Supprimer le tableau', undefined, Trash2, (chain) => chain.deleteTable()),
          ],
        ]
      : []),
    [
      command('Annuler', `${MOD}+Z`, Undo2, (chain) => chain.undo(), { disabled: !state.canUndo }),
      command('Rétablir', `${MOD}+Shift+Z`, Redo2, (chain) => chain.redo(), { disabled: !state.canRedo }),
    ],
  ];

  return (
    <div
      role="toolbar"
      aria-label="Mise en forme du contenu"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-md border-b bg-muted p-1"
    >
      {!sourceView &&
        groups.map((group, index) => (
          <div key={index} className="flex items-center gap-0.5 border-r pr-1 last:border-r-0">
            {group.map((tool) => (
              <button
                key={tool.label}
                type="button"
                title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
                aria-label={tool.label}
                aria-keyshortcuts={tool.keys?.replace('Ctrl', 'Control')}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                disabled={tool.disabled}
                // The editor keeps its selection: a mouse press on the bar must not take the focus away first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
                  tool.active && 'bg-slate-900 text-white hover:bg-slate-800',
                )}
              >
                <tool.icon aria-hidden className="size-4" />
              </button>
            ))}
          </div>
        ))}
      <button
        type="button"
        aria-pressed={sourceView}
        onClick={onToggleSource}
        title="Voir et modifier le code HTML (pour les experts)"
        className="ml-auto inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <FileCode aria-hidden className="size-4" />
        Source HTML
      </button>
    </div>
  );
}
