// React 19's JSX for the package's elements: `<across-suez seed={1} onmove={(e) => e.detail.cost} />`
// type-checks with the element's attributes, properties and events. Load it once in an app:
//   import type {} from 'across-suez/react';
// (React 19 sets a custom element's known properties as properties, others as attributes, and
// listens to `on<event>` as the event of that name.)
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AcrossSuezElement, AcrossSuezProps } from 'across-suez';
import type { YomKippurElement, YomKippurProps } from 'across-suez/yom-kippur';

type ElementProps<E extends HTMLElement, P> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P> & P;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'across-suez': ElementProps<AcrossSuezElement, AcrossSuezProps>;
      'yom-kippur': ElementProps<YomKippurElement, YomKippurProps>;
    }
  }
}
