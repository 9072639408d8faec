'use client';

import type { Editor } from '@tiptap/core';
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
  const chain = () => editor.chain().focus();
  const headingTool = (level: 2 | 3 | 4, label: string, icon: typeof Bold): Tool => ({
    label,
    keys: `${MOD}+Alt+${level}`,
    icon,
    active: state[`h${level}`],
    run: () => chain().toggleHeading({ level }).run(),
  });
  const groups: Tool[][] = [
    [
      {
        label: 'Paragraphe',
        keys: `${MOD}+Alt+0`,
        icon: Pilcrow,
        active: state.paragraph,
        run: () => chain().setParagraph().run(),
      },
      headingTool(2, 'Titre de section', Heading2),
      headingTool(3, 'Sous-titre', Heading3),
      headingTool(4, 'Petit titre', Heading4),
    ],
    [
      { label: 'Gras', keys: `${MOD}+B`, icon: Bold, active: state.bold, run: () => chain().toggleBold().run() },
      {
        label: 'Italique',
        keys: `${MOD}+I`,
        icon: Italic,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      { label: 'Lien', keys: `${MOD}+K`, icon: Link, active: state.link, run: onLink },
    ],
    [
      {
        label: 'Liste à puces',
        keys: `${MOD}+Shift+8`,
        icon: List,
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Liste numérotée',
        keys: `${MOD}+Shift+7`,
        icon: ListOrdered,
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: 'Citation',
        keys: `${MOD}+Shift+B`,
        icon: Quote,
        active: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      { label: 'Ligne de séparation', icon: Minus, run: () => chain().setHorizontalRule().run() },
    ],
    [
      { label: 'Image', icon: ImagePlus, run: onImage },
      { label: 'Choisir dans la médiathèque', icon: Images, run: onMediaLibrary },
      { label: 'Texte de l’image', icon: TextQuote, disabled: !state.figure, run: onImageText },
      {
        label: 'Tableau',
        icon: Table,
        disabled: state.table,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
    ],
    ...(state.table
      ? [
          [
            { label: 'Ajouter une ligne', icon: Rows3, run: () => chain().addRowAfter().run() },
            { label: 'Ajouter une colonne', icon: Columns3, run: () => chain().addColumnAfter().run() },
            { label: 'Supprimer la ligne', icon: TableCellsMerge, run: () => chain().deleteRow().run() },
            { label: 'Supprimer le tableau', icon: Trash2, run: () => chain().deleteTable().run() },
          ],
        ]
      : []),
    [
      { label: 'Annuler', keys: `${MOD}+Z`, icon: Undo2, disabled: !state.canUndo, run: () => chain().undo().run() },
      {
        label: 'Rétablir',
        keys: `${MOD}+Shift+Z`,
        icon: Redo2,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
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
