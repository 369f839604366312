// The parts of Decap CMS's standalone bundle (window.CMS, window.h, window.createClass) that the
// content editor's own script uses, typed for this project.

/** An Immutable.js collection, as Decap hands entries to event handlers and widgets. */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
  toOrderedMap(): ImmutableValue & {
    clear(): ImmutableValue;
    set(key: string, value: unknown): ImmutableValue;
  };
  toList(): ImmutableValue & { clear(): ImmutableValue; concat(values: unknown[]): ImmutableValue };
}

/** One file as a Decap backend returns it: its path and its text. */
interface BackendFile {
  file: { path: string };
  data: string;
}

/** The calls of a Decap backend (the local one, GitHub) that the checks use. */
export interface BackendImplementation {
  getEntry(path: string): Promise<BackendFile>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<BackendFile[]>;
}

export type EventHandler = (event: {
  entry: ImmutableValue;
  author: { login?: string; name?: string };
}) => unknown;

type Element = unknown;
type CreateElement = (
  type: string | object,
  props?: object | null,
  ...children: unknown[]
) => Element;

export interface Decap {
  registerEventListener(listener: { name: string; handler: EventHandler }): void;
  registerPreviewTemplate(name: string, component: object): void;
  registerPreviewStyle(href: string): void;
  registerWidget(name: string, control: object, preview?: object): void;
  registerLocale(locale: string, phrases: object): void;
  getBackend(name: string): { init: (...args: unknown[]) => BackendImplementation } | undefined;
}

interface DecapWindow {
  CMS?: Decap;
  h: CreateElement;
  createClass: (spec: Record<string, unknown>) => object;
  /** Written by `npm run content` (public/admin/field-order.js). */
  SITE_FIELD_ORDER?: Record<string, unknown>;
}

/** Decap's globals (CMS is undefined when its bundle did not load). */
export const decapWindow = window as unknown as DecapWindow;
