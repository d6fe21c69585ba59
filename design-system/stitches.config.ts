import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';

// The single token source. Screens use these tokens through DS components only.
export const { styled, css, globalCss, keyframes, theme, config, getCssText } = createStitches({
  theme: {
    colors: {
      // Brand (docs/business-rules.md#brand-and-layout): dark red primary, grey secondary.
      primary: '#A11E20',
      primaryHover: '#8A191B',
      primaryActive: '#6E1315',
      primarySubtle: '#F7E8E8',
      secondary: '#6D6E70',
      secondaryHover: '#58595B',
      secondaryActive: '#434446',
      secondarySubtle: '#EEEEEF',

      white: '#FFFFFF',
      black: '#000000',
      gray1: '#FAFAFA',
      gray2: '#F3F3F3',
      gray3: '#E8E8E9',
      gray4: '#D9D9DB',
      gray5: '#BDBEC0',
      gray6: '#8E8F91',
      // gray7 and darker pass 4.5:1 on white, so they may carry text.
      gray7: '#626365',
      gray8: '#45464A',
      gray9: '#1F2023',

      text: '#1F2023',
      textMuted: '#595A5C',
      textOnPrimary: '#FFFFFF',
      background: '#FFFFFF',
      surface: '#FFFFFF',
      surfaceMuted: '#F6F5F3',
      border: '#C9CACC',
      borderStrong: '#8E8F91',
      // Focus ring (one for every focusable control): a brand-red outer ring (7.7:1 on white)
      // over a white inner ring (5.1:1 on the grey top bar, 16:1 on the dark footer), so at least
      // one of the two rings stands out from whatever is behind the control.
      focusRing: '#A11E20',
      focusRingInner: '#FFFFFF',
      overlay: 'rgba(20, 20, 22, 0.55)',

      success: '#1E6B34',
      successBg: '#E7F3EA',
      successBorder: '#9DCBA9',
      warning: '#8A4B00',
      warningBg: '#FFF4E0',
      warningBorder: '#F0C27A',
      error: '#B0191C',
      errorBg: '#FCEBEB',
      errorBorder: '#E7A3A4',
      info: '#1B4F8F',
      infoBg: '#E8F0FA',
      infoBorder: '#A6C1E6',

      // Order-status bars (docs/business-rules.md#order-statuses). Bars are decorative; labels stay dark text.
      statusAwaitingPayment: '#F28C28',
      statusPaid: '#2E9D4A',
      statusTransactionPending: '#F2C200',
      statusClosed: '#D32F2F',
      statusPicked: '#1E6FD9',
      statusOther: '#000000',
    },
    space: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      7: '32px',
      8: '48px',
      9: '64px',
      // Below the 4px grid, for optical alignment only (never for the space between things):
      // a required mark set off from its label, an icon lined up with the first line of its text.
      nudgeSm: '2px',
      nudgeMd: '3px',
    },
    fontSizes: {
      1: '12px',
      2: '14px',
      3: '16px',
      4: '18px',
      5: '20px',
      6: '24px',
      7: '28px',
      8: '34px',
      9: '44px',
    },
    // The web font, its stand-in (global.ts), then only the generic family. While a face is still
    // loading, the browser lays text out with the first installed family of the list, and on Linux
    // every local family name it tries is a call to the browser process: 1-2 ms each, in the first
    // layouts of every page. With the longer lists (Segoe UI, Roboto, Helvetica, Arial; Garamond,
    // Georgia, Times New Roman) a load of /cart made 11 such calls; with these, 3. The stand-in is
    // one of the page's own faces: its installed source is looked up only if it is drawn with.
    fonts: {
      serif: '"EB Garamond", "EB Garamond Fallback", serif',
      sans: '"Source Sans 3", "Source Sans 3 Fallback", sans-serif',
      // Capitals run narrower than lower case in the web face than in its stand-in's family, so
      // text set in capitals has a stand-in of its own (the `capitals` util below).
      sansCaps: '"Source Sans 3", "Source Sans 3 Caps Fallback", sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    fontWeights: {
      regular: '400',
      heading: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeights: {
      tight: '1.2',
      normal: '1.5',
    },
    letterSpacings: {
      caps: '0.04em',
      button: '0.06em',
    },
    borderWidths: {
      // Hairline of cards, rows and dividers.
      thin: '1px',
      // The accent bar of a selected item in a side list.
      thick: '3px',
      // The coloured status bar on the left of an order card.
      bar: '6px',
    },
    radii: {
      1: '2px',
      2: '4px',
      3: '6px',
      4: '10px',
      round: '9999px',
    },
    shadows: {
      1: '0 1px 2px rgba(0, 0, 0, 0.08)',
      2: '0 2px 8px rgba(0, 0, 0, 0.12)',
      3: '0 10px 30px rgba(0, 0, 0, 0.22)',
    },
    sizes: {
      // Layout constants (docs/business-rules.md#brand-and-layout): the full layout is drawn for
      // 1440 px and wider (narrower windows adapt, see `media`); the top bar is 50 px high, the
      // main navigation 90 px, the cart summary 350 px wide. The checkout and quote summaries
      // share the summary column.
      topBar: '50px',
      header: '90px',
      summaryColumn: '350px',

      dialog: '520px',
      // A dialog holding a table (Compare Styles): wide enough for seven columns at 1440 px.
      dialogWide: '1080px',
      field: '40px',
      contentMax: '1320px',
      // Container widths (size 1-4); size 5 is the page width `contentMax`.
      container1: '560px',
      container2: '720px',
      container3: '960px',
      container4: '1200px',

      // Heights of Button sizes 1-3 and IconButton sizes 1-3 (also for their placeholders).
      control1: '30px',
      control2: '40px',
      control3: '48px',
      iconButton1: '28px',
      iconButton2: '36px',
      iconButton3: '44px',
      // The count badge (Badge) is a 20 px disc or pill.
      badge: '20px',

      // Blocks (numeric scale): loading placeholders, which are about as tall as what they stand
      // for, and scroll boxes.
      block1: '120px',
      block2: '160px',
      block3: '180px',
      block4: '200px',
      block5: '220px',
      block6: '240px',
      block7: '320px',
      block8: '480px',
    },
    zIndices: {
      sticky: '10',
      dropdown: '100',
      dialog: '200',
      overlay: '300',
      toast: '400',
    },
    transitions: {
      fast: '120ms ease-out',
      normal: '200ms ease-out',
    },
  },
  media: {
    // The breakpoint scale. The storefront's full layout is drawn for 1440 px and wider and stays
    // exactly so there; below it screens adapt, desktop first: each query names the widths
    // *below* a step, so `{ '@initial': 'row', '@tablet': 'column' }` reads "a row, a column on a
    // tablet or smaller". Layout primitives take these as responsive props.
    wide: '(min-width: 1680px)',
    laptop: '(max-width: 1439.98px)',
    narrow: '(max-width: 1099.98px)',
    tablet: '(max-width: 1023.98px)',
    phone: '(max-width: 599.98px)',
    motionSafe: '(prefers-reduced-motion: no-preference)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  utils: {
    px: (value: Stitches.ScaleValue<'space'> | string | number) => ({
      paddingLeft: value,
      paddingRight: value,
    }),
    py: (value: Stitches.ScaleValue<'space'> | string | number) => ({
      paddingTop: value,
      paddingBottom: value,
    }),
    /**
     * The one focus ring: `'&:focus-visible': { focusRing: 'outset' }`. 'outset' draws it
     * outside the element; 'inset' inside it, for items in menus and lists that touch
     * their neighbours or a clipping edge.
     */
    focusRing: (placement: 'outset' | 'inset') =>
      placement === 'inset'
        ? {
            outline: '2px solid $focusRing',
            outlineOffset: '-2px',
            boxShadow: 'inset 0 0 0 4px $colors$focusRingInner',
          }
        : {
            outline: '2px solid $focusRing',
            outlineOffset: '2px',
            boxShadow: '0 0 0 2px $colors$focusRingInner',
          },
    /** Text set in capitals, with the sans stand-in scaled for capitals: `capitals: true`. */
    capitals: (_: true) => ({ textTransform: 'uppercase', fontFamily: '$sansCaps' }),
    /** Out of sight, still read by screen readers: `visuallyHidden: true` (see VisuallyHidden). */
    visuallyHidden: (_: true) => ({
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    }),
    /** A list without bullets, indent or margins: `listReset: true` (for lists laid out by CSS). */
    listReset: (_: true) => ({ listStyle: 'none', margin: 0, padding: 0 }),
    /**
     * A control's hover look with the one focus ring: `pressable: { color: '$primary' }` is
     * `'&:hover': { color: '$primary' }, '&:focus-visible': { focusRing: 'outset' }`.
     */
    pressable: (hover: Record<string, string | number>) => ({
      '&:hover': hover,
      '&:focus-visible': { focusRing: 'outset' },
    }),
    /** pressable for a control that can be disabled: no hover look while disabled. */
    pressableEnabled: (hover: Record<string, string | number>) => ({
      '&:hover:not(:disabled)': hover,
      '&:focus-visible': { focusRing: 'outset' },
    }),
  },
});

export type CSS = Stitches.CSS<typeof config>;
