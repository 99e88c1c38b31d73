// webpack 5: production bundle (content-hashed, one lazy chunk per page, source maps) and the dev server.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const root = __dirname;
const reactRouterProd = path.join(root, 'node_modules/react-router/dist/production/index.mjs');
const reactRouterDomProd = path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs');
/** MUI's theme builder without CSS variables: its package exports do not name the file (see src/app/theme.ts). */
const muiCreateThemeNoVars = path.join(root, 'node_modules/@mui/material/styles/createThemeNoVars.mjs');

/**
 * MUI components the data grid's material slots import but the console's grids never show (the filter panel is off;
 * tabs, switches and toggle buttons serve Pro panels; the badge counts filters on the grid's own toolbar and filter
 * icons, which the console's server-side filters do not use): the grid's imports of them go to loaders that fetch
 * them on first render (src/components/ServerDataGrid/onDemand/), ~15 KB gzip off every grid page.
 */
const GRID_ON_DEMAND = ['Autocomplete', 'Tabs', 'Tab', 'Switch', 'ToggleButton', 'Badge'];
const gridOnDemand = new webpack.NormalModuleReplacementPlugin(
  new RegExp(`^@mui/material/(${GRID_ON_DEMAND.join('|')})$`),
  (resource: { request: string; context: string }) => {
    if (!/[\\/]@mui[\\/]x-data-grid[\\/]material$/.test(resource.context)) return;
    const name = resource.request.slice('@mui/material/'.length);
    resource.request = path.join(root, 'src/components/ServerDataGrid/onDemand', `${name}.ts`);
  },
);

/**
 * Data grid components that render only for features the console's grids do not use (in-place editing, long-text
 * columns, the filter panel and its value inputs, the columns panel's body, the grid's own toolbar): the grid's
 * imports of their files (by path inside the package) go to wrappers that load the file on first render
 * (src/components/ServerDataGrid/onDemand/grid/), ~9 KB gzip off every grid page. The wrappers reach the real files
 * through the `@x-data-grid-files` alias, which this replacement leaves alone.
 */
const GRID_COMPONENTS_ON_DEMAND: Record<string, string> = {
  'components/cell/GridEditInputCell.mjs': 'GridEditInputCell',
  'components/cell/GridEditSingleSelectCell.mjs': 'GridEditSingleSelectCell',
  'components/cell/GridEditDateCell.mjs': 'GridEditDateCell',
  'components/cell/GridEditBooleanCell.mjs': 'GridEditBooleanCell',
  'components/cell/GridEditLongTextCell.mjs': 'GridEditLongTextCell',
  'components/cell/GridLongTextCell.mjs': 'GridLongTextCell',
  'components/panel/filterPanel/GridFilterInputValue.mjs': 'GridFilterInputValue',
  'components/panel/filterPanel/GridFilterInputDate.mjs': 'GridFilterInputDate',
  'components/panel/filterPanel/GridFilterInputSingleSelect.mjs': 'GridFilterInputSingleSelect',
  'components/panel/filterPanel/GridFilterInputMultipleValue.mjs': 'GridFilterInputMultipleValue',
  'components/panel/filterPanel/GridFilterInputMultipleSingleSelect.mjs': 'GridFilterInputMultipleSingleSelect',
  'components/panel/filterPanel/GridFilterPanel.mjs': 'GridFilterPanel',
  'components/columnsManagement/GridColumnsManagement.mjs': 'GridColumnsManagement',
  'components/toolbarV8/GridToolbar.mjs': 'GridToolbarV8',
};
const gridComponentsOnDemand = new webpack.NormalModuleReplacementPlugin(
  /\.mjs$/,
  (resource: { request: string; context: string }) => {
    const inGrid = /[\\/]@mui[\\/]x-data-grid[\\/]/;
    if (!inGrid.test(resource.context) || !resource.request.startsWith('.')) return;
    const file = path.resolve(resource.context, resource.request).split(inGrid).pop()?.replace(/\\/g, '/') ?? '';
    const wrapper = GRID_COMPONENTS_ON_DEMAND[file];
    if (wrapper) resource.request = path.join(root, 'src/components/ServerDataGrid/onDemand/grid', `${wrapper}.ts`);
  },
);

/**
 * MUI's Select and TextField import the standard and filled inputs to build an element of each variant, and render
 * only the chosen one; the console's fields are all outlined. Their imports go to loaders that fetch the other two on
 * first render (src/app/mui/onDemand/), ~2 KB gzip off every page with a select or a text field.
 */
const MUI_VARIANTS_ON_DEMAND = ['Input', 'FilledInput'];
const muiVariantsOnDemand = new webpack.NormalModuleReplacementPlugin(
  new RegExp(`^\\.\\./(${MUI_VARIANTS_ON_DEMAND.join('|')})/index\\.mjs$`),
  (resource: { request: string; context: string }) => {
    if (!/[\\/]@mui[\\/]material[\\/](Select|TextField)$/.test(resource.context)) return;
    const name = resource.request.split('/')[1];
    resource.request = path.join(root, 'src/app/mui/onDemand', `${name}.ts`);
  },
);

/**
 * MUI's Popper (its BasePopper and @popperjs/core, ~7 KB gzip) loads the first time a Popper opens: tooltips and the
 * data grid's menus and panels render a closed one from the start, which renders nothing. Popper.mjs's import of
 * BasePopper goes to a stand-in (src/app/mui/onDemand/BasePopper.tsx) that renders nothing until it first opens,
 * then MUI's own, reached through the `@mui-material-files` alias, which this replacement leaves alone.
 */
const muiPopperOnDemand = new webpack.NormalModuleReplacementPlugin(
  /^\.\/BasePopper\.mjs$/,
  (resource: { request: string; context: string }) => {
    if (!/[\\/]@mui[\\/]material[\\/]Popper$/.test(resource.context)) return;
    resource.request = path.join(root, 'src/app/mui/onDemand/BasePopper.tsx');
  },
);

/**
 * MUI's createTheme without the CSS-variables builder: Box, Skeleton and MUI's default theme call `createTheme()`,
 * which links createThemeWithVars and the cssVars helpers (~5 KB gzip in the entry); for options without
 * `cssVariables` and `colorSchemes` its result is `createThemeNoVars(options)`, which src/app/mui/createTheme.mjs
 * returns (and it refuses any other options).
 */
const muiCreateTheme = new webpack.NormalModuleReplacementPlugin(
  /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
  path.join(root, 'src/app/mui/createTheme.mjs'),
);

/** Packages that must never reach the sign-in route (the size test reads this manifest). */
const HEAVY_PACKAGES = [
  '@mui/x-data-grid',
  '@mui/x-date-pickers',
  '@mui/x-charts',
  '@xterm',
  'xterm',
  'recharts',
  'echarts',
];

/**
 * Writes dist/route-assets.json: for the entry and each named chunk group (one per page, `page-<name>`),
 * the JavaScript files it loads and which heavy packages it contains; and for each locale namespace
 * (`locales["zh-CN/common"]`; `zh-CN/grid` for the data grid's texts), the chunk that holds it. Used by the size budget
 * test and the bench.
 */
class RouteAssetsManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteAssetsManifestPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'RouteAssetsManifestPlugin', stage }, () => {
        const groups: Record<string, { files: string[]; heavy: string[] }> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = new Set<string>();
          const heavy = new Set<string>();
          for (const chunk of group.chunks) {
            for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
            for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const id = mod.identifier();
              for (const pkg of HEAVY_PACKAGES) if (id.includes(`node_modules/${pkg}`)) heavy.add(pkg);
            }
          }
          groups[name] = { files: [...files], heavy: [...heavy] };
        }
        const locales: Record<string, string[]> = {};
        for (const chunk of compilation.chunks) {
          for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const id = mod.identifier();
            const match = /locales[\\/]([\w-]+)[\\/](\w+)\.json$/.exec(id);
            // MUI's grid texts of a language (src/components/ServerDataGrid/locales/) count as its `grid` namespace.
            const grid = /ServerDataGrid[\\/]locales[\\/]([\w-]+)\.ts\b/.exec(id);
            const key = match ? `${match[1]}/${match[2]}` : grid ? `${grid[1]}/grid` : null;
            if (key) locales[key] = [...chunk.files].filter((f) => f.endsWith('.js'));
          }
        }
        const json = JSON.stringify({ groups, locales }, null, 2);
        compilation.emitAsset('route-assets.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Text assets worth compressing ahead of time (source maps are fetched by developer tools only). */
const PRECOMPRESSED = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11) beside each text asset of at least 1 KB
 * whose compressed copy is smaller: a web server sends them as they are (nginx's gzip_static and brotli_static, see
 * deploy/nginx.conf) instead of compressing on every request. route-assets.json (for the tests and the bench)
 * is written later and stays uncompressed.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage }, async (assets) => {
        const jobs = Object.keys(assets)
          .filter((name) => PRECOMPRESSED.test(name))
          .map(async (name) => {
            const raw = compilation.getAsset(name)?.source.buffer();
            if (!raw || raw.length < 1024) return;
            const [gz, br] = await Promise.all([
              gzip(raw, { level: 9 }),
              brotli(raw, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
            ]);
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
            if (gz.length < raw.length) compilation.emitAsset(`${name}.gz`, new RawSource(gz), info);
            if (br.length < raw.length) compilation.emitAsset(`${name}.br`, new RawSource(br), info);
          });
        await Promise.all(jobs);
      });
    });
  }
}

/** A route's chunk of at least this size (minified) is compiled as it downloads; smaller ones cost little later. */
const COMPILE_HINT_MIN_BYTES = 20_000;

/**
 * Starts the entry's script and each large chunk a route loads with it (the layout, a page, what they share: the
 * data grid, the API slices, validation) with V8's compile hint `//# allFunctionsCalledOnLoad` (Chrome 136 and
 * later; elsewhere a comment): V8 then compiles every function of the file on its streaming thread while the file
 * downloads, instead of on the main thread the first time each is called. On a first visit to a grid page that lazy
 * compiling was about a third of the main thread's work (figures in README, "Interaction to next paint and
 * Lighthouse mobile"). The code cache Chrome writes on the second visit then holds every function of the file (more to
 * write on that visit, nothing to compile on the next). It costs background compile time and memory for functions
 * that never run, hence not the chunks loaded on first use (dialogs, the table-view panel, log viewers: a page may
 * never run them), and ~22 bytes gzip a file. Added after minification (which drops comments) and before the source
 * maps are written (which count the extra line).
 */
class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      const { ConcatSource } = compiler.webpack.sources;
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const chunk of compilation.chunks) {
          const ofRoute = [...chunk.groupsIterable].some((g) => g.name === 'layout' || g.name?.startsWith('page-'));
          const hinted =
            chunk.hasRuntime() ||
            (ofRoute &&
              [...chunk.files].some(
                (f) => f.endsWith('.js') && (compilation.getAsset(f)?.source.size() ?? 0) >= COMPILE_HINT_MIN_BYTES,
              ));
          if (!hinted) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (old) => new ConcatSource('//# allFunctionsCalledOnLoad\n', old));
          }
        }
      });
    });
  }
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const mockPort = process.env.MOCK_PORT ?? '3001';
  /** The dev server's name besides the loopback names (HOST=my-box.lan npm start). */
  const devHost = process.env.HOST?.trim() ?? '';
  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !isProd } },
      target: 'es2020',
    },
  };

  return {
    mode,
    context: root,
    // The runtime webpack writes may use what es2020 browsers have (arrow functions, const): a smaller bootstrap.
    target: ['web', 'es2020'],
    entry: { main: './src/main.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // docs/product-rules.md#fixed-values: a lazy page's chunk times out after 120,000 ms.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.join(root, 'src'),
        '@mui/material/styles/createThemeNoVars$': muiCreateThemeNoVars,
        // The data grid's own files, for the on-demand wrappers of GRID_COMPONENTS_ON_DEMAND.
        '@x-data-grid-files': path.join(root, 'node_modules/@mui/x-data-grid'),
        // MUI's own files, for the on-demand stand-ins of src/app/mui/onDemand/.
        '@mui-material-files': path.join(root, 'node_modules/@mui/material'),
        // react-router's package exports hand webpack its development build.
        ...(isProd ? { 'react-router$': reactRouterProd, 'react-router/dom$': reactRouterDomProd } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.(png|jpe?g|svg|woff2?)$/, type: 'asset' },
        // A stylesheet is imported as its text (xterm.css, applied by the terminal page with GlobalStyles).
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'src/index.html'),
        favicon: fs.existsSync(path.join(root, 'src/favicon.svg')) ? path.join(root, 'src/favicon.svg') : undefined,
        scriptLoading: 'defer',
      }),
      new RouteAssetsManifestPlugin(),
      gridOnDemand,
      muiCreateTheme,
      muiVariantsOnDemand,
      muiPopperOnDemand,
      gridComponentsOnDemand,
      ...(isProd ? [new CompileHintsPlugin(), new PrecompressPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      // Export names between modules by how often they are used (shortest first) rather than hashed: ~2 KB off #/gpu.
      mangleExports: 'size',
      chunkIds: isProd ? 'deterministic' : 'named',
      // Shared chunks of at least 50 KB of source: fewer, larger requests per route and a shorter chunk map in the
      // entry (sign-in and #/gpu each ~4 KB gzip lighter than webpack's default 20 KB).
      // The tooltip is used by the app bar and by most pages: below that size it would be copied into both chunks.
      splitChunks: {
        minSize: 50_000,
        cacheGroups: {
          tooltip: {
            test: /[\\/]@mui[\\/]material[\\/]Tooltip[\\/]/,
            minSize: 0,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
      // webpack's built-in minimizer (terser) with more passes: a few KB off every chunk.
      // ecma 2020 and module code let it use shorter syntax and mangle top-level names.
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          module: true,
          compress: { passes: 3, pure_getters: true },
          format: { comments: false },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      // 127.0.0.1 answers both loopback names (browsers try 127.0.0.1 for localhost when ::1 refuses); with HOST set,
      // every IPv4 interface, so that the machine's name answers too. The Host and Origin checks refuse other names.
      host: devHost ? '0.0.0.0' : '127.0.0.1',
      allowedHosts: ['localhost', '127.0.0.1', ...(devHost ? [devHost] : [])],
      hot: true,
      historyApiFallback: true,
      client: {
        overlay: { errors: true, warnings: false, runtimeErrors: false },
        // The hot-reload socket goes to the host and port the page was opened with (localhost, 127.0.0.1 or HOST).
        webSocketURL: 'auto://0.0.0.0:0/ws',
      },
      // /ws itself is the dev server's hot-reload socket: only the web terminal's sockets go to the mock.
      proxy: [{ context: ['/api', '/__mock__', '/ws/terminal/'], target: `http://localhost:${mockPort}`, ws: true }],
    },
  };
};
