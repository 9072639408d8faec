import { cva, type VariantProps } from 'class-variance-authority';

/**
 * shadcn/ui's button classes; they also style links that look like buttons. Kept apart from
 * button.tsx (and from `cn`/tailwind-merge) so client components stay light.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-secondary-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-accent',
        outline: 'border border-primary/40 bg-background text-primary hover:bg-secondary',
        ghost: 'text-foreground hover:bg-muted',
        inverted: 'bg-white text-primary hover:bg-secondary',
        outlineInverted: 'border border-white/70 text-white hover:bg-white/10',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 whitespace-nowrap px-4 text-base [&_svg]:size-4',
        sm: 'h-9 whitespace-nowrap px-3 text-sm [&_svg]:size-4',
        lg: 'h-12 whitespace-nowrap px-6 text-lg [&_svg]:size-5',
        icon: 'size-10 whitespace-nowrap [&_svg]:size-5',
        // A label that may wrap on a narrow screen (the article notice's on a 360 px phone).
        wrap: 'min-h-10 max-w-full px-4 py-2 text-center text-base [&_svg]:size-4',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * A client link styled as a button is given the variant's name and works the classes out itself:
 * every prop of a client component travels in the page's React payload, a name is shorter than
 * the class list (decision 019).
 */
export type ButtonStyle = VariantProps<typeof buttonVariants>;
